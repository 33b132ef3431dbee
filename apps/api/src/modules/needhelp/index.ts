/** The need-help enquiry form: stored, then mailed to the operator. */
export { needHelpRoutes } from './routes';
export { createNeedHelpService, type NeedHelpService } from './service';
