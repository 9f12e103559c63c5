import { queryOptions } from '@tanstack/react-query';
import { COLLECTIONS, type Reputation } from '@campus/common/model';
import { asNumber } from '@campus/common/values';
import { liteSdk } from './lite-sdk';

const NONE: Reputation = { ratingSum: 0, ratingCount: 0, completedSales: 0 };

/** A student's reputation from completed deals (public): one read (the Lite SDK loaded with it), cached. None yet is all zeros. */
export const reputationQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['reputations', uid],
    queryFn: async (): Promise<Reputation> => {
      const { doc, getDoc, db } = await liteSdk();
      const data = (await getDoc(doc(db, COLLECTIONS.reputations, uid))).data();
      if (!data) return NONE;
      return { ratingSum: asNumber(data.ratingSum), ratingCount: asNumber(data.ratingCount), completedSales: asNumber(data.completedSales) };
    },
  });
