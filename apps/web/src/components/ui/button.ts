/** Class names of the site's buttons and button-like links, so both look the same. */
const baseClassName =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const primaryClassName = 'bg-brand-600 text-white hover:bg-brand-700';
const accentClassName = 'bg-accent-500 text-brand-900 hover:bg-accent-400';
const outlineClassName = 'border border-brand-600 text-brand-700 hover:bg-brand-50';
const ghostClassName = 'text-brand-700 hover:bg-brand-50';
const lightClassName = 'border border-white/70 text-white hover:bg-white/10';
const variants = {
  primary: primaryClassName,
  accent: accentClassName,
  outline: outlineClassName,
  ghost: ghostClassName,
  light: lightClassName,
} as const;

const smallClassName = 'px-3 py-1.5 text-sm';
const mediumClassName = 'px-4 py-2.5 text-sm';
const largeClassName = 'px-6 py-3 text-base';
const sizes = { sm: smallClassName, md: mediumClassName, lg: largeClassName } as const;

export function buttonClass(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md') {
  return `${baseClassName} ${variants[variant]} ${sizes[size]}`;
}
