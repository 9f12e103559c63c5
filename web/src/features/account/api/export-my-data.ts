import { useMutation } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import { saveJsonFile } from '../../../lib/save-file';

/** Everything the product holds about the user, as the exportMyData callable gathers it (profile, orders, messages, ...). */
export type MyData = Record<string, unknown>;

/** Calls exportMyData: the signed-in user's data as one JSON-able object. */
export async function exportMyData(functions: Functions): Promise<MyData> {
  const result = await httpsCallable<undefined, MyData>(functions, 'exportMyData')();
  return result.data;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'campus-marketplace-data-2026-11-26.json', dated on the user's own calendar. */
export const myDataFileName = (date: Date): string =>
  `campus-marketplace-data-${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}.json`;

/** 'Download my data': exports, then saves the file; resolves to its name (inside reactfire's FunctionsProvider). */
export function useDownloadMyData() {
  const functions = useFunctions();
  return useMutation({
    mutationFn: async () => {
      const data = await exportMyData(functions);
      const fileName = myDataFileName(new Date());
      saveJsonFile(data, fileName);
      return fileName;
    },
  });
}
