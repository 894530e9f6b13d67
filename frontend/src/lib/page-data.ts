import type { QueryClient } from '@tanstack/react-query';

/**
 * The public reads a prerendered page was rendered with, keyed by their API path (each is the
 * TanStack Query key [path] of the hook that reads it: '/api/site', '/api/gallery', …). The
 * server writes them into the page; the browser puts them into its query cache before hydrating,
 * so its first render is the server's, byte for byte.
 */
export type PageData = Readonly<Record<string, unknown>>;

/** The element that carries them: a <template>, inert data (no script, so no CSP question). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The data as HTML: JSON as the text of a <template>, escaped as any text is. */
export function pageDataElement(data: PageData): string {
  return `<template id="${PAGE_DATA_ELEMENT_ID}">${escapeText(JSON.stringify(data))}</template>`;
}

/** What the served page carries, or null (a page without it, or one that cannot be read). */
export function readPageData(doc: Document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!(element instanceof HTMLTemplateElement)) return null;
  try {
    const data: unknown = JSON.parse(element.content.textContent ?? '');
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as PageData) : null;
  } catch {
    return null;
  }
}

/** Put each read into the query cache under the key its hook uses, as if it had just been fetched. */
export function seedQueryCache(client: QueryClient, data: PageData): void {
  for (const [path, value] of Object.entries(data)) client.setQueryData([path], value);
}
