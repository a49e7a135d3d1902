# The same steps as the README: install, build, start. Multi-stage so the image holds no
# build tools or dev dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The console, its platform and the demo image (docs/decisions/026): a new /data volume then starts
# from a copy in a second instead of a seed of half a minute.
RUN npm run build && npm run demo-image && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/platform ./platform
COPY --from=build --chown=node:node /app/.demo-image ./.demo-image
RUN mkdir -p /data && chown node:node /data
USER node
# The embedded platform's database, uploads and generated demo secret live here.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
