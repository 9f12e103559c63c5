import { useLocation, useSearchParams } from 'react-router-dom';
import { HANDOVER_CODE_LENGTH } from '@campus/common/limits';
import { HANDOVER_PARAM } from '../config/paths';

export interface ScannedHandover {
  orderId: string;
  code: string;
}

const CODE_FRAGMENT = new RegExp(`^#(\\d{${HANDOVER_CODE_LENGTH}})$`);

/** The order and code of a handover link (handoverUrl) this page was opened with, if any. */
export function useScannedHandover(): ScannedHandover | null {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const orderId = params.get(HANDOVER_PARAM);
  const code = CODE_FRAGMENT.exec(hash)?.[1];
  return orderId && code ? { orderId, code } : null;
}
