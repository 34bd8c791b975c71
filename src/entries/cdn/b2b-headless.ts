import { StytchB2BHeadlessClient } from '../../core/b2b/client';
import { expose } from './expose';

expose({ StytchB2BHeadlessClient });
