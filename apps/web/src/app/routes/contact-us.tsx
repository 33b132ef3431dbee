export { ContactUsPage as Component } from '@/features/static-pages/components/contact-us-page';
