import { EVALUATION_TYPES, type EvaluationType } from './enums';
import { OptionReader } from './options';

/** The statistics settings that weigh the LMD evaluation types, in percent. */
export interface LmdRates {
  lmd_cc_rate: number;
  lmd_tp_rate: number;
  lmd_tpe_rate: number;
  lmd_sn_rate: number;
}

export const LMD_RATE_NAMES = ['lmd_cc_rate', 'lmd_tp_rate', 'lmd_tpe_rate', 'lmd_sn_rate'] as const;

/** Which rate an evaluation type uses: SN and its resit SR share the SN rate (spec point 5). */
const RATE_OF: Record<EvaluationType, keyof LmdRates> = {
  CC: 'lmd_cc_rate',
  TP: 'lmd_tp_rate',
  TPE: 'lmd_tpe_rate',
  SN: 'lmd_sn_rate',
  SR: 'lmd_sn_rate',
};

export function lmdRatesFrom(options: OptionReader): LmdRates {
  return {
    lmd_cc_rate: options.number('lmd_cc_rate'),
    lmd_tp_rate: options.number('lmd_tp_rate'),
    lmd_tpe_rate: options.number('lmd_tpe_rate'),
    lmd_sn_rate: options.number('lmd_sn_rate'),
  };
}

/** An evaluation type is available only when its rate is greater than 0; unknown types never are. */
export function isEvaluationTypeAvailable(type: string, rates: LmdRates): boolean {
  if (!(EVALUATION_TYPES as readonly string[]).includes(type)) return false;
  return rates[RATE_OF[type as EvaluationType]] > 0;
}

export function availableEvaluationTypes(rates: LmdRates): EvaluationType[] {
  return EVALUATION_TYPES.filter((type) => isEvaluationTypeAvailable(type, rates));
}
