// scim.* : the organization's SCIM connection, administered by a signed-in member (bodies as given,
// like the official client; a connection id given alone fills the path or the body as the vendor's API
// wants). The op table is in admin.ts, loaded on the first call.
import type { Ctx } from '../client';
import { adminLater } from './admin-loader';

export function scimModule(ctx: Ctx) {
  const later = adminLater(ctx);
  const s = <A extends unknown[] = [o: Record<string, unknown>]>(name: string) => later<A>(`scim.${name}`);
  return {
    createConnection: s('createConnection'),
    updateConnection: s('updateConnection'),
    deleteConnection: s<[connection_id: string]>('deleteConnection'),
    getConnection: s<[]>('getConnection'),
    getConnectionGroups: s('getConnectionGroups'),
    rotateStart: s<[connection_id: string]>('rotateStart'),
    rotateComplete: s<[connection_id: string]>('rotateComplete'),
    rotateCancel: s<[connection_id: string]>('rotateCancel'),
  };
}
