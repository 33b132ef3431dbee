import type { LucideIcon } from 'lucide-react';
import * as INDUSTRY_ICONS from './industry-icon-set';

const ICONS: Partial<Record<string, LucideIcon>> = INDUSTRY_ICONS;

export function IndustryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? INDUSTRY_ICONS.Factory;
  return <Icon aria-hidden className={className} />;
}
