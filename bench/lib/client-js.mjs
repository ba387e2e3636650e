import { join } from 'node:path';
import { groupChunks } from './group-chunks.mjs';
import { loadedScripts } from './loaded-scripts.mjs';
import { scriptsOfPage, sizeOf, staticClosure } from './page-scripts.mjs';

/**
 * Client JS per route: the scripts the served HTML links (script, modulepreload, the bootstrap's
 * entry) with their static imports, compared with what Chromium really fetched; sizes of the
 * precompressed files; and any chunk holding account or admin screens that a public page loads.
 */
export async function measureClientJs(site, distDir, paths, classified) {
  const clientDir = join(distDir, 'client');
  const { groups, matched, total } = classified ?? (await groupChunks(clientDir));
  const observed = await loadedScripts(site, paths);
  return {
    chunksClassified: { matched, total },
    routes: await Promise.all(
      paths.map(async (path) => {
        const html = await (await fetch(`${site}${path}`)).text();
        const linked = staticClosure(clientDir, scriptsOfPage(html));
        const loaded = observed[path] ?? [];
        const all = [...new Set([...linked, ...loaded])];
        // A chunk the metafile could not match is not proven public: it counts against the page.
        const privateChunks = all
          .filter((url) => !groups.has(url) || groups.get(url).length > 0)
          .map((url) => ({ url, groups: groups.get(url) ?? ['unclassified'] }));
        return {
          path,
          files: all.length,
          linked: sizeOf(clientDir, linked),
          loaded: sizeOf(clientDir, all),
          lazyOnly: loaded.filter((url) => !linked.includes(url)),
          privateChunks,
        };
      }),
    ),
  };
}
