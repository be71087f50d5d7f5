# The food-order server: API, websockets, uploads and the web app in one process (README "Operations").
# Built with every dependency; the image keeps only the built app and the production dependencies.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# npm ci checks the lock against every workspace's manifest, so all of them are needed, sources not.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/i18n/package.json packages/i18n/
COPY packages/money/package.json packages/money/
COPY packages/opening-hours/package.json packages/opening-hours/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS production-dependencies
# The server's own dependencies only: the workspace packages are inside its bundle.
RUN npm ci --omit=dev --workspace @food/api --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/food-order
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p /var/lib/food-order/uploads && chown -R node:node /var/lib/food-order
USER node
VOLUME /var/lib/food-order
EXPOSE 3000
# Alive, not ready: a database outage is the load balancer's business (/api/health/ready), not a reason
# to call the container broken.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains within 10 s; compose gives 20 s before SIGKILL.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
