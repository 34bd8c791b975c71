import { StytchHeadlessClient } from '../../core/consumer/client';
import { expose } from './expose';

expose({ StytchHeadlessClient });
