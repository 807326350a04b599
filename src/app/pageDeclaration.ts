import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Namespace, Resources } from '@/i18n';
import { isRecordId } from '@/store/models';
import type { AppDispatch } from '@/store/store';

/** A page's component module (`routes/<Name>.tsx`): the page, and optionally what its first render needs. */
export interface PageModule {
  default: ComponentType;
  /**
   * Asks for what the page's first render shows: its data (into the store), or the code of parts
   * it renders lazily. A page rendered at build time waits for every request it started; the
   * promise, if any, is what `preloadRoute` waits for besides.
   */
  prefetch?: (dispatch: AppDispatch, params: Params) => Promise<unknown> | void;
}

/** A public page's words in the head's catalogue (`pages.<id>`). */
export type PublicHeadId = keyof Resources['head']['pages'];
/** An account or learner page's name in the head's catalogue (`account.<id>`). */
export type AccountHeadId = Exclude<keyof Resources['head']['account'], 'description'>;

/**
 * What the page's head is built from when no API data says more. A public page (`page`) is indexed
 * and has translations; an account page (`account`) asks not to be. `kind` says which API data
 * names the page: a course, a post, or the course and lesson being watched.
 */
export type PageHeadDeclaration =
  | { kind?: 'home' | 'course' | 'blogPost'; page: PublicHeadId | ((params: Params) => PublicHeadId | undefined) }
  | { kind?: 'lesson'; account: AccountHeadId }
  | { kind: 'notFound' };

/**
 * Everything the site knows about a page besides its component, declared once in
 * `routes/<Name>.route.ts` beside it: the router, the build's page list, the sitemap and the head
 * are all made from these. It is part of every visit's code, so it holds no more than that.
 */
export interface PageDeclaration {
  /** Its path in the default language (src/config/paths.ts); under `/hi` in Hindi. */
  path: string;
  /**
   * Other spellings of `path`, in another letter case, that the build also writes (the router and
   * nginx match in any case); their canonical URL is `path`'s.
   */
  aliases?: readonly string[];
  /** The component module, fetched when the page is first shown. */
  load: () => Promise<PageModule>;
  /** The catalogues its text comes from besides `common`, fetched with its code. */
  namespaces?: readonly Namespace[];
  /** `learner`: a guest goes to the login page and comes back afterwards. */
  guard?: 'learner';
  /**
   * The parameter naming a record: a value that cannot be an id shows the Not Found page and
   * fetches nothing. `accepts` lets the page keep its own word for some values.
   */
  record?: RecordParam;
  head: PageHeadDeclaration;
  /** The parameters its canonical URL names, where the path as typed is not it (a slug in any case). */
  canonical?: (params: Params) => Params;
  /** Written at build time: once, or once per course or post the API lists. Such a page is in the sitemap. */
  prerender?: 'once' | 'perCourse' | 'perPost';
  /**
   * A public page with a parameter, drawn in the browser rather than written at build time, is in the
   * sitemap once per practice set of the content folders or per calculator. (A public page without
   * parameters is in the sitemap by itself.)
   */
  sitemap?: 'perPracticeSet' | 'perTool';
}

/** The parameter of a page's path that names a record, and the values it takes (any id by default). */
export interface RecordParam {
  param: string;
  accepts?: (value: string) => boolean;
}

/** Whether `params` name a record the page can show: the router and the head both ask. */
export const acceptsRecord = ({ param, accepts = isRecordId }: RecordParam, params: Params): boolean =>
  accepts(params[param] ?? '');

/** A declared page with the manifest key of its component module, for the build to link its chunks. */
export interface DeclaredPage extends PageDeclaration {
  module: string;
}

/** Keeps a declaration's type checked where it is written. */
export const definePage = (page: PageDeclaration): PageDeclaration => page;

const DECLARATION = /([^/]+)\.route\.ts$/;

/**
 * The pages of `routes/` from their declaration files (as the bundler or jest found them): each
 * declaration `routes/<Name>.route.ts` belongs to the component module `routes/<Name>.tsx`.
 */
export function declaredPagesOf(files: Record<string, PageDeclaration>): DeclaredPage[] {
  return Object.entries(files)
    .map(([file, page]) => {
      const name = DECLARATION.exec(file)?.[1];
      if (!name) throw new Error(`${file} is not a page declaration`);
      return { ...page, module: `src/app/routes/${name}.tsx` };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
}
