export { OurNetworkPage as Component } from '@/features/static-pages/components/our-network-page';
