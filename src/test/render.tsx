import createCache, { type EmotionCache, type StylisElement, type StylisPlugin } from '@emotion/cache';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { languageOfPath } from '@/config/languages';
import { authApi } from '@/features/auth/api';
import { coursesApi } from '@/features/courses/api';
import { loggedIn } from '@/store/authSlice';
import { makeStore, type AppStore, type RootState } from '@/store/store';
import { DEMO_LEARNER } from '@mocks/seed';
import { testI18n } from './i18n';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the memory router starts at; under `/hi` the page is in Hindi. */
  route?: string;
  /** The route pattern `ui` is mounted at, when it reads URL parameters. */
  path?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Every declaration in the document, for a test that reads a style other than what hides. */
  allStyles?: boolean;
}

/** What a test reads of the router: where the learner is, and a way to go elsewhere. */
interface TestRouter {
  readonly state: { location: Location; matches: RouteMatch[] };
  /** A place to go, or a step through history (`-1`: Back). */
  navigate: (to: To | number, options?: NavigateOptions) => void | Promise<void>;
}

interface Seen {
  location: Location;
  navigate: NavigateFunction;
}

function Routes({ table, onRender }: { table: RouteObject[]; onRender: (seen: Seen) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ location, navigate });
  });
  return useRoutes(table);
}

/**
 * Rules whose selector holds `:has()` (MUI's colour-scheme and select-adornment tweaks) are left
 * out of the document: jsdom has no layout for them to change, and its selector engine parses a
 * `:has()` afresh for every element it matches, each time a query asks whether one is visible.
 */
const withoutHasSelectors: StylisPlugin = (element) => {
  if (element.type === 'rule') element.props = [element.props].flat().filter((selector) => !selector.includes(':has('));
};

/**
 * Of the declarations, only those that hide an element or keep it from the pointer are kept:
 * `display: none`, `opacity: 0`, `visibility: hidden` and `pointer-events: none`, what role
 * queries, `toBeVisible` and user-event read. Where one style (the class emotion writes for one
 * element) hides by a property anywhere, every value it gives that property is kept, so a state or
 * a later rule that shows the element again still wins over the one that hid it. jsdom lays nothing
 * out, so the rest change no value those read; yet it matches every rule against each element a
 * query asks about, and copies every declaration that applies. A rule left with no declaration is
 * not written at all. A test that reads another style asks for `allStyles`; the theme's custom
 * properties go either way, since jsdom does not substitute `var()`.
 */
const hides = new Map<string, (value: string) => boolean>([
  ['display', (value) => value === 'none'],
  ['opacity', (value) => Number(value) === 0],
  ['visibility', (value) => value !== 'visible'],
  ['pointer-events', (value) => value === 'none'],
]);
const hidesBy = (property: string, value: string) =>
  hides.get(property)?.(value.replace('!important', '').trim()) ?? false;

function propertiesThatHide(elements: StylisElement[], found = new Set<string>()) {
  for (const element of elements) {
    if (element.type === 'decl') {
      if (hidesBy(element.props as string, element.children as string)) found.add(element.props as string);
    } else if (Array.isArray(element.children)) propertiesThatHide(element.children, found);
  }
  return found;
}

const dropDeclaration = (element: StylisElement) => {
  element.value = '';
  element.return = '';
};

/**
 * Stylis serialises one style at a time, its first top-level element first, with the whole style
 * beside it: what that style hides by is read once, and every declaration of it is inside.
 */
const onlyWhatHides = (): StylisPlugin => {
  let hiddenByThisStyle = new Set<string>();
  return (element, index, children) => {
    if (element.parent === null && index === 0) hiddenByThisStyle = propertiesThatHide(children);
    if (element.type === 'decl' && !hiddenByThisStyle.has(element.props as string)) dropDeclaration(element);
  };
};

const withoutCustomProperties: StylisPlugin = (element) => {
  if (element.type === 'decl' && (element.props as string).startsWith('--')) dropDeclaration(element);
};

const createTestEmotionCache = (allStyles: boolean) =>
  createCache({
    key: 'css',
    stylisPlugins: [withoutHasSelectors, allStyles ? withoutCustomProperties : onlyWhatHides()],
  });

/**
 * A file's renders share one cache, as the pages of one visit do: each style is compiled and
 * written to the document once, and the few rules kept stay. A render with every style gets its
 * own cache, whose styles leave with its test, so later tests are not matched against them.
 */
let sharedEmotionCache: EmotionCache | undefined;
const fullStyleCaches: EmotionCache[] = [];
afterEach(() => {
  for (const cache of fullStyleCaches.splice(0)) cache.sheet.flush();
});
function testEmotionCache(allStyles: boolean) {
  if (!allStyles) return (sharedEmotionCache ??= createTestEmotionCache(false));
  const cache = createTestEmotionCache(true);
  fullStyleCaches.push(cache);
  return cache;
}

function renderRoutes(
  routeTable: RouteObject[],
  { route = '/', preloadedState, store = makeStore(preloadedState), allStyles = false, ...options }: ProviderOptions,
) {
  let seen: Seen | undefined;
  const current = () => {
    if (!seen) throw new Error('The router has not rendered yet');
    return seen;
  };
  const router: TestRouter = {
    get state() {
      const { location } = current();
      return { location, matches: matchRoutes(routeTable, location) ?? [] };
    },
    navigate: (to, navigateOptions) =>
      typeof to === 'number' ? current().navigate(to) : current().navigate(to, navigateOptions),
  };
  // No timer after each keystroke or pointer action, which only slowed the tests: each event is
  // handled before the next, and a test that needs a timer or a response to land waits for what it
  // shows. So a fake clock needs nothing of user-event either.
  const user = userEvent.setup({ delay: null });
  const emotionCache = testEmotionCache(allStyles);
  const view = render(
    <AppProviders store={store} i18n={testI18n(languageOfPath(route))} emotionCache={emotionCache}>
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        <Routes
          table={routeTable}
          onRender={(next) => {
            seen = next;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...view, store, router, user };
}

/** The user-event session a render hands back, for helpers that act for the learner. */
export type TestUser = ReturnType<typeof renderRoutes>['user'];

/**
 * `jest.useFakeTimers()` for tests that outlast a request time-out: everything is faked but
 * `queueMicrotask`. MSW's interceptor learns that a request was aborted through a promise whose
 * state flips in a queueMicrotask callback; with that faked too, it misses the abort and answers a
 * generic 500, so the app would see an HTTP error instead of the time-out a browser reports.
 * The clock is real again after each test (src/test/setup.ts).
 */
export function startFakeClock() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
}

/** Renders one component inside the app's providers, with a fresh store per test. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  return renderRoutes([{ path: options.path ?? '*', element: ui }], options);
}

/** Renders the whole site, shell and route table, at `route`. */
export function renderApp(route = '/', options: Omit<ProviderOptions, 'route' | 'path'> = {}) {
  return renderRoutes(routes, { ...options, route });
}

/**
 * For a test that waits on the store itself: RTK Query tells the components of an answer on the
 * next animation frame, so this lets that frame pass inside act, and the test's last look at the
 * screen is at what they render with it.
 */
export function componentsHeardFromStore() {
  return act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/** Logs the demo learner in through the demo API, the way the login screen does. */
export async function logInDemoLearner(store: AppStore, credentials = DEMO_LEARNER) {
  const result = await store.dispatch(
    authApi.endpoints.login.initiate({ email: credentials.email, password: credentials.password, role: 'user' }),
  );
  if (!('data' in result) || !result.data) throw new Error('Demo login failed');
  store.dispatch(loggedIn(result.data));
  return result.data;
}

/**
 * A store that holds the course list already, as a page the build rendered arrives with it: a list
 * of courses shows at once, without the second of loading state it keeps after a fetch.
 */
export async function storeWithCourseList(store = makeStore()) {
  await store.dispatch(coursesApi.endpoints.getCourses.initiate(undefined, { subscribe: false }));
  return store;
}
