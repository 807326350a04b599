/** A JSON-LD object (schema.org), written into the page as it is. */
export type JsonLd = Record<string, unknown>;

/** One `<meta>` of a share card: Open Graph tags use `property`, Twitter's use `name`. */
export interface HeadMeta {
  key: 'name' | 'property';
  name: string;
  content: string;
}

/** The same page in one language, for search engines to offer each searcher the page in theirs. */
export interface HeadAlternate {
  /** `en-IN`, `hi`, or `x-default` for the page to offer anyone else (English). */
  hreflang: string;
  /** Absolute. */
  href: string;
}

/** Everything a page puts in `<head>`: what the tab, search engines and chat apps show of it. */
export interface PageHead {
  /** "Crypto Trading Basics – TradeSchool". */
  title: string;
  description: string;
  /** Absolute, in the page's language; absent where there is no page to point at (not found). */
  canonical?: string;
  /** The page in every language, itself included; public pages only. */
  alternates: HeadAlternate[];
  /** Pages that are not public (the learner's own, account screens, not found) ask not to be indexed. */
  noindex: boolean;
  /** Open Graph and Twitter card tags, in order. */
  meta: HeadMeta[];
  /** Structured data, one script each. */
  jsonLd: JsonLd[];
}
