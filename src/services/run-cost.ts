/**
 * What an AI run costs (CONTRACT §6): the action's price, plus a parse when the resume comes as an
 * upload (it is the parse endpoint's work); under the user's own key (BYOK) the provider bills the
 * user for the model, so the run costs only the PDFs it renders. Decided before the run, because
 * the engine is: a BYOK run whose model fails fails (it never falls back to the built-in engine), so
 * there is no result that would have to be charged at another price.
 */
import type { CreditCosts } from '../config.ts';
import type { ActionEngine } from './language-model.ts';

export interface RunCostParts {
  /** The action's own price (tailor, tailor + letter, cover letter). */
  action: number;
  /** PDFs the run renders (0 for Form B, which answers JSON). */
  renders: number;
  /** The resume is an upload the run parses. */
  upload: boolean;
}

export function runCost(costs: CreditCosts, engine: ActionEngine, parts: RunCostParts): number {
  if (engine.kind === 'model' && engine.byok) return parts.renders * costs.render;
  return parts.action + (parts.upload ? costs.parse : 0);
}
