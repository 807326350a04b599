import { buildCatalogue, type Catalogue } from './catalogue';
import { contentFiles } from './contentGlob';

type Loader = () => Promise<unknown>;

let built: { from: unknown; catalogue: Catalogue<Loader, Loader> } | undefined;

/** The school's course content, as the build found its files. */
export function content(): Catalogue<Loader, Loader> {
  // Built once (jest's stand-in for the build's files may be pointed at another folder).
  if (built?.from !== contentFiles.manifests) {
    built = { from: contentFiles.manifests, catalogue: buildCatalogue(contentFiles) };
  }
  return built.catalogue;
}
