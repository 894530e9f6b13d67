import { useEffect } from 'react';
import { useBusinessName } from './site';

export interface DocumentMeta {
  title: string;
  description?: string;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Set the page title and meta description while a screen is shown; restore them afterwards. */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}

/** An in-app page's title, the way every page names itself: 'Page | Business Name'. */
export function usePageTitle(page: string): void {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `${page} | ${businessName}` });
}
