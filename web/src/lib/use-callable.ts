import { useMutation } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { useFunctions } from 'reactfire';

/** A callable function as a mutation (inside reactfire's FunctionsProvider): the server decides, the page shows. */
export function useCallable<Request, Response = unknown>(name: string) {
  const functions = useFunctions();
  return useMutation({
    mutationFn: async (request: Request) => (await httpsCallable<Request, Response>(functions, name)(request)).data,
  });
}
