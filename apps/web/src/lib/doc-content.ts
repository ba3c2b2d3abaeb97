/** The shape of an information or policy page in the catalogues (`locales/<lang>/<namespace>.json`). */
export type DocClause = { number: number; title: string; paragraphs: string[]; list?: string[] };
export type DocSection = {
  id: string;
  heading: string;
  paragraphs?: string[];
  list?: string[];
  note?: string;
  clauses?: DocClause[];
};
export type DocContent = { title: string; lead?: string; updated?: string; sections: DocSection[] };

/** Every namespace that holds a DocContent page. */
export const DOC_NAMESPACES = [
  'what-is-ico',
  'guide-for-issuers',
  'disclosure-info',
  'company-profile',
  'about',
  'faq',
  'terms-of-use',
  'privacy-policy',
  'aml-policy',
  'peps-policy',
  'site-policy',
  'solicitation-policy',
  'code-of-ethics',
  'information-security-policy',
  'anti-social-forces-policy',
] as const;
export type DocNamespace = (typeof DOC_NAMESPACES)[number];
