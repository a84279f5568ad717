import { formPageRoute } from '../../../server/forms/form-page-route.server';
import { contactPrefill } from './contact-prefill.server';

export const { loader, action } = formPageRoute('contact', contactPrefill);
