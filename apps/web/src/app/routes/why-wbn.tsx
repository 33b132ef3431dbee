export { WhyPage as Component } from '@/features/static-pages/components/why-page';
