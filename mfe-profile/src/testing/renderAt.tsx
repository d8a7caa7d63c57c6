// The test kit's renderAt, with this app's texts registered first.
import '../texts';

export { renderAt } from '@talent/test-kit';
