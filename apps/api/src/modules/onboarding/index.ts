/**
 * Onboarding: the getting-started checklist of a new user (issue 47). Its steps are never stored: each read computes
 * them from the user's rows (profile photo and job, memberships, their businesses' products, posts, follows of
 * businesses of their industry), so they tick themselves and cannot drift. The module owns one column,
 * `users.onboarding_dismissed_at`: closing the list keeps it closed on every device.
 */
export { onboardingRoutes } from './routes';
export { createOnboardingService, type OnboardingService } from './service';
