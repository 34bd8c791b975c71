// Stand-ins for the device-fingerprinting vendor (DFP protected auth): the telemetry script a client
// loads from `{endpointOptions.dfpCdnDomain}/telemetry.js` and the `{endpointOptions.dfppaDomain}/submit`
// endpoint it posts to. Point both options at the emulator's origin. The script defines the
// vendor's global, GetTelemetryID(publicToken, submitURL), which resolves to a telemetry id.
import { randomUUID } from 'node:crypto';
import { malformed, projectFor } from '../errors';
import { feature, sendJSON } from '../registry';

const TELEMETRY_JS = `window.GetTelemetryID = async (publicToken, submitURL) => {
  const res = await fetch(submitURL, { method: 'POST', body: JSON.stringify({ public_token: publicToken }) });
  if (!res.ok) throw new Error('telemetry submit failed: ' + res.status);
  return (await res.json()).telemetry_id;
};
`;

export default feature({
  pages: [
    {
      method: 'GET',
      path: '/telemetry.js',
      handle({ res }) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(TELEMETRY_JS);
      },
    },
    {
      method: 'POST',
      path: '/submit',
      async handle({ emu, res, text }) {
        let publicToken: unknown;
        try {
          publicToken = JSON.parse(await text()).public_token;
        } catch {
          throw malformed('json');
        }
        projectFor(emu, publicToken);
        sendJSON(res, 200, { telemetry_id: `telemetry-id-test-${randomUUID()}` });
      },
    },
  ],
});
