import {
  Baby,
  Bot,
  Briefcase,
  Cog,
  Cpu,
  Factory,
  Gauge,
  HardHat,
  HeartPulse,
  Shirt,
  Sofa,
  Sparkles,
  Watch,
  Wheat,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The icons the industry list names (its `icon` field); a map keeps the bundle free of the other lucide icons. */
const ICONS: Record<string, LucideIcon> = {
  Baby,
  Bot,
  Briefcase,
  Cog,
  Cpu,
  Factory,
  Gauge,
  HardHat,
  HeartPulse,
  Shirt,
  Sofa,
  Sparkles,
  Watch,
  Wheat,
  Zap,
};

export function IndustryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Factory;
  return <Icon aria-hidden className={className} />;
}
