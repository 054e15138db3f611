// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title A minimal smart-contract wallet, for the tests only
/// @notice One owner key. A signature is the wallet's when the owner signed the hash it is asked about
/// (EIP-1271): for Sign-In with Ethereum that hash is the EIP-191 hash of the message text, which is
/// what the owner's `personal_sign` covers. The owner moves the wallet's tokens through `execute`.
contract TestSmartWallet is IERC1271 {
    address public immutable owner;

    error NotOwner();

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(hash, signature);
        if (failure == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    /// Calls `target` with `data` as this wallet; a revert is passed on as it came.
    function execute(address target, bytes calldata data) external returns (bytes memory result) {
        if (msg.sender != owner) revert NotOwner();
        bool ok;
        (ok, result) = target.call(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
