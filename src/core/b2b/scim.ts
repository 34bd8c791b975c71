// scim.* : the organization's SCIM connection, administered by a signed-in member (bodies as given,
// like the official client; a connection id given alone fills the path or the body as the vendor's API wants).
import * as r from '../../wire/b2b-routes';
import type { Ctx } from '../client';
import { op } from '../op';

export function scimModule(ctx: Ctx) {
  const admin = (name: string, route: typeof r.scimCreate, fields: string[], pathOnly?: string[]) =>
    op<Record<string, unknown>>(ctx, `scim.${name}`, route, fields, { passThrough: true, pathOnly });
  const byId = (name: string, route: typeof r.scimCreate, pathOnly?: string[]) => {
    const run = admin(name, route, ['connection_id'], pathOnly);
    return (connection_id: string) => run({ connection_id });
  };
  const get = admin('getConnection', r.scimGet, []);
  return {
    createConnection: admin('createConnection', r.scimCreate, ['display_name?', 'identity_provider?']),
    updateConnection: admin('updateConnection', r.scimUpdate, ['connection_id']),
    deleteConnection: byId('deleteConnection', r.scimDelete, ['connection_id']),
    getConnection: () => get({}),
    getConnectionGroups: admin('getConnectionGroups', r.scimGroups, ['limit?:number', 'cursor?']),
    rotateStart: byId('rotateStart', r.scimRotateStart),
    rotateComplete: byId('rotateComplete', r.scimRotateComplete),
    rotateCancel: byId('rotateCancel', r.scimRotateCancel),
  };
}
