export { t as TimelineSection } from "./timeline-section-BCGm9c-5.js";
