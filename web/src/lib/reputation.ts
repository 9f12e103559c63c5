import { queryOptions } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, type Reputation } from '@campus/common/model';
import { asNumber } from '@campus/common/values';
import { liteFirestore } from './lite-firestore';

const NONE: Reputation = { ratingSum: 0, ratingCount: 0, completedSales: 0 };

/** A student's reputation from completed deals (public): one read, cached. None yet is all zeros. */
export const reputationQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['reputations', uid],
    queryFn: async (): Promise<Reputation> => {
      const data = (await getDoc(doc(liteFirestore, COLLECTIONS.reputations, uid))).data();
      if (!data) return NONE;
      return { ratingSum: asNumber(data.ratingSum), ratingCount: asNumber(data.ratingCount), completedSales: asNumber(data.completedSales) };
    },
  });
