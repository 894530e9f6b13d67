import { pageHeadTags, webPageStructuredData } from '@/lib/page-head';

/** /stylist-application's title and description: the same words in the served HTML and after hydration. */
export const applicationPageTitle = (businessName: string) => `Join Our Team | ${businessName}`;
export const APPLICATION_DESCRIPTION =
  'Licensed hair and makeup artists: apply to join our mobile bridal and event beauty team in Puyallup and the South Puget Sound.';

/** The head tags the server writes for /stylist-application. */
export function applicationHeadTags({
  businessName,
  publicUrl,
}: {
  businessName: string;
  publicUrl?: string;
}) {
  const title = applicationPageTitle(businessName);
  return pageHeadTags({
    title,
    description: APPLICATION_DESCRIPTION,
    path: '/stylist-application',
    businessName,
    publicUrl,
    structuredData: [
      {
        data: webPageStructuredData({
          name: title,
          description: APPLICATION_DESCRIPTION,
          path: '/stylist-application',
          businessName,
          publicUrl,
        }),
      },
    ],
  });
}
