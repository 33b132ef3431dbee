import type { TipSlug } from '@/app/paths';
import { tip0 } from './tip-0';
import { tip1 } from './tip-1';
import { tip2 } from './tip-2';
import { tip3 } from './tip-3';
import { tip4 } from './tip-4';
import { tip5 } from './tip-5';
import { tip6 } from './tip-6';
import type { TipArticle } from './tip-types';

/** The seven export tips in their order (0 to 6); tip 0 is the export guide that introduces the others. */
export const TIPS: readonly TipArticle[] = [tip0, tip1, tip2, tip3, tip4, tip5, tip6];

export const findTip = (slug: TipSlug): TipArticle => TIPS.find((tip) => tip.slug === slug)!;
