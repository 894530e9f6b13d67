import { queryOptions, useQuery } from '@tanstack/react-query';

export type LegalDocumentName = 'privacy' | 'terms';

/** GET /api/site/legal/{privacy|terms}: the text the owner wrote in Business Settings; 404 while there is none. */
export interface LegalDocument {
  document: LegalDocumentName;
  title: string;
  text: string;
  businessName: string;
}

export const legalDocumentQueryOptions = (name: LegalDocumentName) =>
  queryOptions<LegalDocument>({ queryKey: ['/api/site/legal', name] });

export function useLegalDocument(name: LegalDocumentName) {
  return useQuery(legalDocumentQueryOptions(name));
}
