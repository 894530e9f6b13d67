import { REPLY_WITHIN } from '@beauty/domain/reply-promise';
import { pageHeadTags, webPageStructuredData } from '@/lib/page-head';
import type { SiteInfo } from '@/lib/site';

/** /contact's title and description: the same words in the served HTML and after hydration. */
export const contactPageTitle = (businessName: string) => `Contact Us | ${businessName}`;
export const contactPageDescription = (businessName: string) =>
  `Questions about bridal or event hair and makeup in Puyallup and the South Puget Sound? Send ${businessName} a message and we will reply ${REPLY_WITHIN}.`;

/** The head tags the server writes for /contact: a schema.org ContactPage with the business's addresses. */
export function contactHeadTags({
  businessName,
  publicUrl,
  site,
}: {
  businessName: string;
  publicUrl?: string;
  site: SiteInfo | undefined;
}) {
  const title = contactPageTitle(businessName);
  const description = contactPageDescription(businessName);
  const contactPoint = site
    ? {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: site.contactEmails[0],
        ...(site.phone ? { telephone: site.phone } : {}),
        areaServed: 'US-WA',
        availableLanguage: 'English',
      }
    : undefined;
  const structured = webPageStructuredData({
    type: 'ContactPage',
    name: title,
    description,
    path: '/contact',
    businessName,
    publicUrl,
  });
  return pageHeadTags({
    title,
    description,
    path: '/contact',
    businessName,
    publicUrl,
    structuredData: [
      {
        data: contactPoint ? { ...structured, about: { ...structured.about, contactPoint } } : structured,
      },
    ],
  });
}
