import { describe, expect, it } from "vitest";
import { isPublicAddress } from "~/lib/public-fetch.server";

describe("isPublicAddress: where a fetch of a typed address may connect", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.10",
    "100.64.0.1",
    "169.254.169.254",
    "224.0.0.251",
    "255.255.255.255",
    "198.18.0.1",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "fd00:ec2::254",
    "fe80::1",
    "fc00::5",
    "ff02::1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["142.250.72.14", "17.253.144.10", "52.96.0.1", "172.32.0.1", "2607:f8b0:4005:80a::200e", "::ffff:8.8.8.8"])(
    "allows %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
