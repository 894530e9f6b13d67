/**
 * The head tags of a prerendered public page (title, description, canonical link, Open Graph,
 * Twitter card, structured data), as HTML text for the server's render. Absolute addresses need
 * the site's public origin; without one the canonical link is relative and the URL-only tags are
 * left out. The client sets title and description itself once it runs (useDocumentMeta), with
 * the same words.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's path ('/', '/gallery'): its canonical address under the public origin. */
  path: string;
  businessName: string;
  /** 'https://host[:port]', or undefined for relative addresses only. */
  publicUrl?: string;
  keywords?: string;
  /** schema.org objects, each written as its own JSON-LD block; `id` names one the client replaces. */
  structuredData?: ReadonlyArray<{ id?: string; data: unknown }>;
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> data block: '<' escaped, so no '</script>' or '<!--' can end it early. */
export const scriptSafeJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The public origin of `publicUrl` with a trailing slash ('https://host/'), or undefined. */
export const siteBase = (publicUrl: string | undefined) =>
  publicUrl ? `${new URL(publicUrl).origin}/` : undefined;

/** The sharing image every page shows (public/og-image.png, 1200 × 630). */
const OG_IMAGE = { path: 'og-image.png', width: '1200', height: '630' } as const;

export function pageHeadTags({
  title,
  description,
  path,
  businessName,
  publicUrl,
  keywords,
  structuredData = [],
}: PageHead): { title: string; description: string; extra: string[] } {
  const base = siteBase(publicUrl);
  const url = base ? new URL(path, base).href : undefined;
  const image = base ? `${base}${OG_IMAGE.path}` : undefined;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttribute(content)}" />`;
  return {
    title: `<title>${escapeAttribute(title)}</title>`,
    description: meta('name', 'description', description),
    extra: [
      `<link rel="canonical" href="${escapeAttribute(url ?? path)}" />`,
      ...(keywords ? [meta('name', 'keywords', keywords)] : []),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', businessName),
      meta('property', 'og:locale', 'en_US'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      ...(url ? [meta('property', 'og:url', url)] : []),
      ...(image
        ? [
            meta('property', 'og:image', image),
            meta('property', 'og:image:width', OG_IMAGE.width),
            meta('property', 'og:image:height', OG_IMAGE.height),
            meta('property', 'og:image:alt', `${businessName}: professional bridal hair and makeup`),
          ]
        : []),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      ...(image ? [meta('name', 'twitter:image', image)] : []),
      ...structuredData.map(
        ({ id, data }) =>
          `<script type="application/ld+json"${id ? ` id="${escapeAttribute(id)}"` : ''}>${scriptSafeJson(data)}</script>`,
      ),
    ],
  };
}

/** A schema.org WebPage of the business's site, for the pages that are a form or a notice. */
export function webPageStructuredData({
  type = 'WebPage',
  name,
  description,
  path,
  businessName,
  publicUrl,
  extra = {},
}: {
  type?: string;
  name: string;
  description: string;
  path: string;
  businessName: string;
  publicUrl?: string;
  extra?: Record<string, unknown>;
}) {
  const base = siteBase(publicUrl);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    ...(base ? { url: new URL(path, base).href } : {}),
    isPartOf: { '@type': 'WebSite', name: businessName, ...(base ? { url: base } : {}) },
    about: {
      '@type': 'BeautySalon',
      name: businessName,
      ...(base ? { '@id': `${base}#business`, url: base } : {}),
    },
    ...extra,
  };
}
