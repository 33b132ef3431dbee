/**
 * Acronyms buyers type for what listings spell out (or write in the plural): a typed acronym also matches its other
 * writings, each word of one required ("vfd" finds "Variable Frequency Drives", "plc" finds "PLCs"). Part of the
 * search policy's vocabulary (policy.ts): one line per acronym, lower case.
 */
const ACRONYMS: Record<string, string[]> = {
  agv: ['automated guided vehicle'],
  ahu: ['air handling unit'],
  amr: ['autonomous mobile robot'],
  bldc: ['brushless dc motor'],
  cnc: ['computer numerical control'],
  ev: ['electric vehicle'],
  fibc: ['bulk bag'],
  hdpe: ['high density polyethylene'],
  hmi: ['hmis', 'human machine interface'],
  hvac: ['heating ventilation air conditioning'],
  ibc: ['intermediate bulk container'],
  led: ['leds', 'light emitting diode'],
  mro: ['maintenance repair operations'],
  pcb: ['pcbs', 'printed circuit board'],
  plc: ['plcs', 'programmable logic controller'],
  ppe: ['personal protective equipment'],
  pvc: ['polyvinyl chloride'],
  rfid: ['radio frequency identification'],
  rtd: ['resistance temperature detector'],
  scada: ['supervisory control data acquisition'],
  ups: ['uninterruptible power supply'],
  vfd: ['vfds', 'variable frequency drive'],
  vsd: ['variable speed drive'],
};

/** The other writings of a typed word (lower case), each as its words; none for a word that is no acronym. */
export function acronymWritings(word: string): string[][] {
  return (ACRONYMS[word] ?? []).map((writing) => writing.split(' '));
}
