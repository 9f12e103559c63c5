import { readFileSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';

function contentOf(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Calls `onChange` when the file's content changes. Watches the folder, not the file, because editors
 * save by replacing the file, which ends a watch on the old one.
 */
export function watchFileContent(path: string, onChange: () => void): () => void {
  let last = contentOf(path);
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dirname(path), (_event, name) => {
    if (name !== basename(path)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const next = contentOf(path);
      if (next === undefined || next === last) return;
      last = next;
      onChange();
    }, 150);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
