/** The head of every page: built from the route and the store, written by the server and kept by the client. */
export { DocumentHead } from './DocumentHead';
export { HEAD_ATTRIBUTE, headHtml, headTags, type HeadTag } from './headTags';
export {
  buildPageHead,
  canonicalPath,
  fetchHeadData,
  headQuery,
  headSources,
  languageAlternates,
  pageHead,
  type HeadAlternate,
  type HeadMeta,
  type HeadSources,
  type JsonLd,
  type PageHead,
} from './pageHead';
export { robotsTxt, sitemapXml } from './sitemap';
