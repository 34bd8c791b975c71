// The backend API features (routes from src/wire/backend-routes.ts).
import b2b from './b2b';
import consumer from './consumer';

export const backendFeatures = [consumer, b2b];
