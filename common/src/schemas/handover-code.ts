import { object, string, type InferType } from 'yup';
import { HANDOVER_CODE_LENGTH } from '../limits';
import { HANDOVER_CODE_FORMAT } from '../deal-messages';

/** The code the seller types at the meet-up: exactly 6 digits (spaces ignored). */
export const handoverCodeSchema = object({
  code: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
    .required(HANDOVER_CODE_FORMAT)
    .matches(new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`), HANDOVER_CODE_FORMAT),
});

export type HandoverCodeValues = InferType<typeof handoverCodeSchema>;
