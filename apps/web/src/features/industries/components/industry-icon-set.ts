// The icons the industry list names (its `icon` field). Only these are re-exported, so a namespace import of
// this module keeps the bundle free of the other lucide icons.
export {
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
} from 'lucide-react';
