import { pageHeadTags, webPageStructuredData } from '@/lib/page-head';

/** /submit-testimonial's title and description: the same words in the served HTML and after hydration. */
export const reviewPageTitle = (businessName: string) => `Share Your Experience | ${businessName}`;
export const reviewPageDescription = (businessName: string) =>
  `Had your hair or makeup done by ${businessName}? Tell us and future brides about your experience.`;

/** The head tags the server writes for /submit-testimonial. */
export function reviewHeadTags({ businessName, publicUrl }: { businessName: string; publicUrl?: string }) {
  const title = reviewPageTitle(businessName);
  const description = reviewPageDescription(businessName);
  return pageHeadTags({
    title,
    description,
    path: '/submit-testimonial',
    businessName,
    publicUrl,
    structuredData: [
      {
        data: webPageStructuredData({
          name: title,
          description,
          path: '/submit-testimonial',
          businessName,
          publicUrl,
        }),
      },
    ],
  });
}
