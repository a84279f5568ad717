import { formPageRoute } from '../../../server/forms/form-page-route.server';
import { submitRequestPrefill } from './submit-request-prefill.server';

export const { loader, action } = formPageRoute('query', submitRequestPrefill);
