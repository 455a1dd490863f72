import type { ImproveMenuItem, ImproveRequest } from '@shared/schemas/improve';
import type { WriterDescription } from '../writer';
import { LONGER_NEEDS_A_MODEL } from './improve-offline';

// The Improve menu's items and what each costs (decision 122): a tool that runs by rule (every tool of
// the Offline writer; taking emojis or hashtags out with a model) is free; a tool that calls the model
// costs what the administrator set for prompt_enhancement. Longer exists only with a model.

type Engine = WriterDescription['engine'];

const ITEMS: { request: ImproveRequest; label: string }[] = [
  { request: { action: 'shorter' }, label: 'Shorter' },
  { request: { action: 'hook' }, label: 'Punchier hook' },
  { request: { action: 'ending', option: 'question' }, label: 'End on a question' },
  { request: { action: 'ending', option: 'cta' }, label: 'End on a call to action' },
  { request: { action: 'ending', option: 'none' }, label: 'Remove the ending' },
  { request: { action: 'emojis', option: 'add' }, label: 'Add emojis' },
  { request: { action: 'emojis', option: 'remove' }, label: 'Remove emojis' },
  { request: { action: 'hashtags', option: 'add' }, label: 'Add hashtags' },
  { request: { action: 'hashtags', option: 'remove' }, label: 'Remove hashtags' },
  { request: { action: 'longer' }, label: 'Longer' },
];

/** True when the tool runs without a model for this engine (and so costs nothing). */
export function isRuleBased(request: ImproveRequest, engine: Engine): boolean {
  if (engine === 'offline') return true;
  return (request.action === 'emojis' || request.action === 'hashtags') && request.option === 'remove';
}

export function isAvailable(request: ImproveRequest, engine: Engine): boolean {
  return request.action !== 'longer' || engine === 'llm';
}

/** What the tool costs: nothing by rule, the prompt_enhancement cost with a model. */
export function improveCost(request: ImproveRequest, engine: Engine, modelCost: number): number {
  return isRuleBased(request, engine) ? 0 : modelCost;
}

export function improveMenu(writer: WriterDescription, modelCost: number): ImproveMenuItem[] {
  return ITEMS.map(({ request, label }) => {
    const available = isAvailable(request, writer.engine);
    return {
      action: request.action,
      option: 'option' in request ? request.option : null,
      label: request.action === 'longer' && available ? `Longer (${writer.label})` : label,
      cost: available ? improveCost(request, writer.engine, modelCost) : 0,
      available,
      reason: available ? null : LONGER_NEEDS_A_MODEL,
    };
  });
}
