// scim.* : the organization's SCIM connection, administered by a signed-in member (bodies as given,
// like the official client; a connection id given alone fills the path or the body as the vendor's API
// wants). The op table is in admin.ts, loaded on the first call.
import type * as B from '../../wire/b2b-public-types';
import type { AdminMethods } from './admin-loader';

export function scimModule(admin: AdminMethods) {
  const s = <A extends [] | [unknown], R>(name: string) => admin<A, R>(`scim.${name}`);
  type Id = [connectionId: string];
  return {
    createConnection: s<[data: B.B2BSCIMCreateConnectionOptions], B.B2BSCIMCreateConnectionResponse>('createConnection'),
    updateConnection: s<[data: B.B2BSCIMUpdateConnectionOptions], B.B2BSCIMUpdateConnectionResponse>('updateConnection'),
    deleteConnection: s<Id, B.B2BSCIMDeleteConnectionResponse>('deleteConnection'),
    getConnection: s<[], B.B2BSCIMGetConnectionResponse>('getConnection'),
    getConnectionGroups: s<[data: B.B2BSCIMGetConnectionGroupsOptions], B.B2BSCIMGetConnectionGroupsResponse>('getConnectionGroups'),
    rotateStart: s<Id, B.B2BSCIMRotateStartResponse>('rotateStart'),
    rotateComplete: s<Id, B.B2BSCIMRotateCompleteResponse>('rotateComplete'),
    rotateCancel: s<Id, B.B2BSCIMRotateCancelResponse>('rotateCancel'),
  };
}
