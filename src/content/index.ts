import { retryingAtFreshAddress } from '@/lib/freshAddressRetry';
import { buildCatalogue, type Catalogue } from './catalogue';
import { contentFiles } from './contentGlob';

type Loader = () => Promise<unknown>;

/** Each loader retrying at a fresh address after a failure (see retryingAtFreshAddress). */
const retrying = (loaders: Record<string, Loader>): Record<string, Loader> =>
  Object.fromEntries(Object.entries(loaders).map(([file, load]) => [file, retryingAtFreshAddress(load)]));

let built: { from: unknown; catalogue: Catalogue<Loader, Loader> } | undefined;

/** The school's course content, as the build found its files. */
export function content(): Catalogue<Loader, Loader> {
  // Built once (jest's stand-in for the build's files may be pointed at another folder).
  if (built?.from !== contentFiles.manifests) {
    const files = {
      ...contentFiles,
      quizzes: retrying(contentFiles.quizzes),
      candles: retrying(contentFiles.candles),
      captions: retrying(contentFiles.captions),
    };
    built = { from: contentFiles.manifests, catalogue: buildCatalogue(files) };
  }
  return built.catalogue;
}
